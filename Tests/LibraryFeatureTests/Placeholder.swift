enum LibraryFeatureTestsPlaceholder {}
