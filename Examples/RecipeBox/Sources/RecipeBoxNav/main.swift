import NavigationTooling

// tool:begin
// snippet:begin tool-main
recipeBoxNav.main()  // main.swift: runs it on the process's arguments and exits
// snippet:end tool-main
// tool:end
