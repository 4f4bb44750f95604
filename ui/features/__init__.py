"""The page's features, one folder each."""
