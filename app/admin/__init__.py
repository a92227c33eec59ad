"""The super-admin panel (Flask-Admin) at /admin: `panel.init_admin` builds it per app; views,
their base classes, sign-in, forms and formatters live in the modules beside it."""
