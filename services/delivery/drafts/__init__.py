"""drafts"""
