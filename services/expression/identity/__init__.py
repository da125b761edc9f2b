"""The random identity key and the opaque HMAC artifact keys derived from it."""
