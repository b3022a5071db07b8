enum SearchFeaturePlaceholder {}
