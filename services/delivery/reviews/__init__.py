"""reviews"""
