enum UserDataPlaceholder {}
