"""The one direct OpenAI call: redacted capsule, fixed instruction, guarded egress."""
