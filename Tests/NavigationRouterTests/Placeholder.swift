enum NavigationRouterTestsPlaceholder {}
