# --color auto in a real terminal (script(1) gives a pseudo-terminal): no
# colour for a dumb terminal or with NO_COLOR, 24-bit colour only where
# COLORTERM says the terminal takes it, else the nearest of 256 colours.
# Each line: how many escapes of each kind the output holds.
mazegen -s 1 3 | mazesolve >m
run() {
	printf '%-44s' "$1${2:+ $2}:"
	env $1 script -qec "mazerender -f ascii ${2:-} m" /dev/null </dev/null |
	    awk '{ n24 += gsub(/\033\[[34]8;2;/, ""); n256 += gsub(/\033\[[34]8;5;/, "") }
		END { printf " 24-bit %d, 256-colour %d\n", n24, n256 }'
}
run "TERM=dumb COLORTERM=truecolor"
run "TERM=xterm NO_COLOR=1 COLORTERM=truecolor"
run "TERM=xterm COLORTERM="
run "TERM=xterm COLORTERM=truecolor"
run "TERM=xterm COLORTERM=24bit"
run "TERM=dumb COLORTERM=" "--color always"
run "TERM=xterm COLORTERM=truecolor" "--color never"
# The nearest of the 256: the end's #d33a2c is 166, the start's #2e9e44 35,
# the route's #3a7bd5 68.
TERM=xterm COLORTERM= script -qec "mazerender -f ascii m" /dev/null </dev/null |
    grep -o "$(printf '\033')\[48;5;[0-9]*m" | sort -u | od -An -c
