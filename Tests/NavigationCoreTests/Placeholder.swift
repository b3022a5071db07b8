enum NavigationCoreTestsPlaceholder {}
