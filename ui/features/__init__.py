"""The page's features, a folder each; ``registry.py`` lists them.

Kept free of imports: importing any one feature's module runs this file first, and the
page imports its modules one at a time on a first visit (assets/js/handover.mjs).
"""
