enum SearchFeatureTestsPlaceholder {}
