"""Synthetic replay: a snapshot bundle's recorded check-ins played into the test customer."""
