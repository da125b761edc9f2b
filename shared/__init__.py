"""Cross-cutting library every DualCoach service imports: one implementation per concern."""
