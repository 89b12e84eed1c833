# The pages' game, player and grids in WebKit, the engine of Safari
# (browse over WebKitWebDriver), as they are in Chromium.
. "$E2E"/lib.sh
browser_case webkit
pages_in webkit
