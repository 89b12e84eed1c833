# maze.bash: bash completion for the maze toolkit's programs.
#
# The programs are the one source of truth: the options are read from the
# option lines of `prog --help` at the first completion, and the values of
# an option that lists them (-a list, -f list, --heat list, -b list,
# -F list) from the program when they are asked for, so that nothing here
# needs changing when a program gains an option or an algorithm.
# Installed as bash-completion's completions/<prog> for each program, or
# sourced from ~/.bashrc.

# The options of program $1, "option argument" a line (no argument: "-"),
# from its --help: an option line begins with two spaces and a dash, and
# its option and argument take up the first 18 columns (all of the line
# if they are longer, the text going on the next line).
_maze_options()
{
	"$1" --help </dev/null 2>/dev/null | awk '
	/^  -/ {
		s = $0
		if (length(s) > 18 && substr(s, 18, 1) == " ")
			s = substr(s, 1, 18)
		n = split(s, f, " ")
		arg = "-"
		for (i = 1; i <= n && f[i] ~ /^-/; i++)
			continue
		if (i <= n)
			arg = f[i]
		for (j = 1; j < i; j++) {
			sub(/,$/, "", f[j])
			print f[j], arg
		}
	}'
}

# The values program $1 lists for option $2 ("$1 $2 list"), the first
# word of each line; for mazestat -F, the benchmark's fields if -b is on
# the command line (in $3).  An option that lists nothing refuses "list".
_maze_values()
{
	if [[ ${1##*/} == mazestat && $2 == -F && $3 == *" -b"* ]]; then
		"$1" -b all -F list
	else
		"$1" "$2" list
	fi </dev/null 2>/dev/null | awk '{ print $1 }'
}

# The file names that begin with $1, one a word of COMPREPLY, spaces and
# all: compgen prints one a line, and a line is a word, where $(...)
# would split it.  Readline then quotes what it inserts (-o filenames).
_maze_files()
{
	compopt -o filenames 2>/dev/null
	mapfile -t COMPREPLY < <(compgen -f -- "$1")
}

_maze()
{
	local cmd=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]}
	local prog=${cmd##*/} opt= arg= pre= i line vals cache
	local -a opts

	# The options, read once in a shell for each program.
	cache=_maze_opts_${prog//[^a-zA-Z0-9_]/_}
	if [[ -z ${!cache+set} ]]; then
		mapfile -t opts < <(_maze_options "$cmd")
		((${#opts[@]} > 0)) && eval "$cache=(\"\${opts[@]}\")"
	else
		eval "opts=(\"\${${cache}[@]}\")"
	fi

	# The option whose argument this word is: the word before, or the
	# one before an "=" that bash split off (--heat=magma).
	i=$((COMP_CWORD - 1))
	if [[ $cur == = ]]; then
		cur= opt=${COMP_WORDS[i]}
	elif ((i > 0)) && [[ ${COMP_WORDS[i]} == = ]]; then
		opt=${COMP_WORDS[i - 1]}
	elif ((i > 0)); then
		opt=${COMP_WORDS[i]}
	fi
	for line in "${opts[@]}"; do
		if [[ ${line%% *} == "$opt" ]]; then
			arg=${line#* }
			break
		fi
	done

	if [[ -n $arg && $arg != - ]]; then
		case $arg in
		file)
			_maze_files "$cur"
			;;
		*)
			# A comma-separated list: complete its last name.
			[[ $cur == *,* ]] && pre=${cur%,*},
			vals=$(_maze_values "$cmd" "$opt" " ${COMP_WORDS[*]}")
			COMPREPLY=($(compgen -P "$pre" -W "$vals" -- \
			    "${cur##*,}"))
			;;
		esac
		return 0
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "${opts[*]%% *}" -- "$cur"))
		return 0
	fi
	# Operands: files, but for mazegen's sizes.
	[[ $prog == mazegen ]] || _maze_files "$cur"
	return 0
}

complete -F _maze mazegen mazepost mazesolve mazerender mazestat mazeplay
