# The pages' game, player and grids in Firefox (browse over Marionette),
# as they are in Chromium.
. "$E2E"/lib.sh
browser_case firefox
pages_in firefox
