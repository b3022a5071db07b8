enum ReaderFeatureTestsPlaceholder {}
