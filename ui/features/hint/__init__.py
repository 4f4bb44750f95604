"""The hint's values."""
