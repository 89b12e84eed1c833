# lib.sh: helpers for end-to-end cases.

# t 'command line': run it and print it, its standard output indented, its
# standard error behind "! ", and its exit status, so that a golden file
# reads as a transcript.  Its scratch files live outside the case's
# directory, so that they never show in a listing.
t() {
	_out=$(mktemp) && _err=$(mktemp) || exit 2
	printf '$ %s\n' "$1"
	sh -c "$1" >"$_out" 2>"$_err"
	_rc=$?
	sed 's/^/  /' "$_out"
	sed 's/^/! /' "$_err"
	echo "  [exit $_rc]"
	rm -f "$_out" "$_err"
}
