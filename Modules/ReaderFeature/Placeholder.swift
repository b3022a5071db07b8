enum ReaderFeaturePlaceholder {}
