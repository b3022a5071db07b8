import NavigationRouter
import NavigationTooling
import RecipeBox
import RecipeData

// The app's own navigation tool: `swift run recipebox-nav graph`, `links check URL...|-` and
// `links aasa --app-id TEAMID.BUNDLEID`, over the sample recipes (main.swift runs it; the
// tests call `recipeBoxNav.run(arguments:)`).

// tool:begin
// snippet:begin tool
public let recipeBoxNav = NavigationTool(name: "recipebox-nav") { try Router(store: .sample()) }
// snippet:end tool
// tool:end
