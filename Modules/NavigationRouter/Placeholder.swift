enum NavigationRouterPlaceholder {}
