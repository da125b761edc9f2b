"""The presentation API: the coordinator's workflow, endpoints and telemetry."""
