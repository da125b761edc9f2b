"""sending"""
