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
# word of each line; for mazestat -F, the benchmark's fields if $3 is
# set (-b is on the command line).  An option that lists nothing refuses
# "list".
_maze_values()
{
	if [[ ${1##*/} == mazestat && $2 == -F && -n $3 ]]; then
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

# Word $1 as getopt reads it, if it holds short options: into
# short_opt the first of its letters that takes an argument, as "-b",
# and into short_val what follows it in the word ("-Tbbfs": -b, bfs);
# into short_seen all the letters up to that one.  $args holds the
# letters that take an argument, $flags those that take none; a word
# with any other letter is no options ("-" too).
_maze_short()
{
	local w=$1 j c
	short_opt= short_val= short_seen=
	[[ $w == -[!-]* ]] || return 1
	for ((j = 1; j < ${#w}; j++)); do
		c=${w:j:1}
		short_seen+=$c
		if [[ $args == *"$c"* ]]; then
			short_opt=-$c short_val=${w:j+1}
			return 0
		fi
		[[ $flags == *"$c"* ]] || return 1
	done
	return 0
}

# Whether option -$1 is on the command line, in any form getopt takes
# (-b bfs, -bbfs, -Tb bfs), in a word other than the one completed: the
# words read as getopt reads them, an option's argument passed over, to
# a "--".
_maze_seen()
{
	local i w line skip=0 short_opt short_val short_seen
	for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do
		w=${COMP_WORDS[i]}
		if ((skip)); then
			# The argument, or an "=" that bash split off before it.
			[[ $w == = ]] || skip=0
			continue
		fi
		((i == COMP_CWORD)) && continue
		case $w in
		--)
			return 1
			;;
		--*=*)
			;;
		--*)
			for line in "${opts[@]}"; do
				[[ ${line%% *} == "$w" && ${line#* } != - ]] &&
				    skip=1
			done
			;;
		-*)
			_maze_short "$w" || continue
			[[ $short_seen == *"$1"* ]] && return 0
			[[ -n $short_opt && -z $short_val ]] && skip=1
			;;
		esac
	done
	return 1
}

# The argument option $1 takes, as --help names it ("-" for none), of
# those of $opts.
_maze_arg()
{
	local line
	for line in "${opts[@]}"; do
		if [[ ${line%% *} == "$1" ]]; then
			printf '%s\n' "${line#* }"
			return
		fi
	done
}

_maze()
{
	local cmd=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]}
	local prog=${cmd##*/} opt= arg= pre= i line vals cache bench=
	local args= flags= short_opt short_val short_seen
	local -a opts

	# The options, read once in a shell for each program.
	cache=_maze_opts_${prog//[^a-zA-Z0-9_]/_}
	if [[ -z ${!cache+set} ]]; then
		mapfile -t opts < <(_maze_options "$cmd")
		((${#opts[@]} > 0)) && eval "$cache=(\"\${opts[@]}\")"
	else
		eval "opts=(\"\${${cache}[@]}\")"
	fi
	for line in "${opts[@]}"; do
		[[ $line == -[!-]\ * ]] || continue
		[[ ${line#* } == - ]] && flags+=${line:1:1} ||
		    args+=${line:1:1}
	done

	# The option whose argument this word is: the word before, or the
	# one before an "=" that bash split off (--heat=magma), or the last
	# letter of the word before (-Tb bfs); else the option the word
	# begins with (-bbfs, -Tbbfs), after which it is completed.
	i=$((COMP_CWORD - 1))
	if [[ $cur == = ]]; then
		cur= opt=${COMP_WORDS[i]}
	elif ((i > 0)) && [[ ${COMP_WORDS[i]} == = ]]; then
		opt=${COMP_WORDS[i - 1]}
	elif ((i > 0)); then
		opt=${COMP_WORDS[i]}
		_maze_short "$opt" && [[ -n $short_opt && -z $short_val ]] &&
		    opt=$short_opt
	fi
	arg=$(_maze_arg "$opt")
	if [[ -z $arg || $arg == - ]] && _maze_short "$cur" &&
	    [[ -n $short_val ]]; then
		opt=$short_opt pre=${cur%"$short_val"} cur=$short_val
		arg=$(_maze_arg "$opt")
	fi

	if [[ -n $arg && $arg != - ]]; then
		case $arg in
		file)
			_maze_files "$cur"
			[[ -n $pre ]] && COMPREPLY=("${COMPREPLY[@]/#/"$pre"}")
			;;
		*)
			# A comma-separated list: complete its last name.
			[[ $cur == *,* ]] && pre+=${cur%,*},
			[[ $prog == mazestat && $opt == -F ]] && _maze_seen b &&
			    bench=1
			vals=$(_maze_values "$cmd" "$opt" "$bench")
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
