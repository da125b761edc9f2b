"""The ``korean_expression_postprocessor`` block: strict evaluation and the cutover audit."""
