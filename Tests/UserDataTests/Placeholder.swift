enum UserDataTestsPlaceholder {}
