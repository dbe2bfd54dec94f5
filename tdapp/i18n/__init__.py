"""Translations: Qt's .ts/.qm catalogues, pt-PT (default) and English (the source language)."""
