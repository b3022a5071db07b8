enum MangaCatalogPlaceholder {}
