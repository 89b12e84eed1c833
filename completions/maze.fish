# maze.fish: fish completion for the maze toolkit's programs.
#
# As in maze.bash, the programs are the one source of truth: the options
# come from the option lines of `prog --help`, read when this file is
# loaded, and the values of an option that lists them (-a list, -f list,
# --heat list, -b list, -F list) from the program when they are asked
# for.  Installed as vendor_completions.d/<prog>.fish for each program;
# loading any of them completes them all.

# The values $argv[1] lists for option $argv[2], the first word of each
# line, after what the token holds up to its last comma; for mazestat
# -F, the benchmark's fields if -b is on the command line.
function __maze_values
    set -l cmd $argv[1]
    set -l opt $argv[2]
    set -l pre (commandline -ct | string match -r '^.*,')
    if test (basename $cmd) = mazestat; and test "$opt" = -F
        and __maze_seen $cmd b
        set -- argv $cmd -b all -F list
    else
        set -- argv $cmd $opt list
    end
    for v in ($argv </dev/null 2>/dev/null | string replace -r '\s.*' '')
        echo "$pre$v"
    end
end

# Whether option -$argv[2] is on the command line of program $argv[1],
# in any form getopt takes (-b bfs, -bbfs, -Tb bfs), before the token
# completed (fish completes the line as it is up to the cursor): the
# tokens read as getopt reads them, an option's argument passed over, up
# to a "--".  The options that take an argument and those that take none
# are the program's __maze_args_ and __maze_flags_, from its --help.
function __maze_seen
    set -l name (string replace -ra '[^a-zA-Z0-9_]' _ -- (basename $argv[1]))
    set -l v __maze_args_$name
    set -l args $$v
    set v __maze_flags_$name
    set -l flags $$v
    set -l skip 0
    for w in (commandline -opc)[2..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        switch $w
            case --
                return 1
            case '--*=*'
            case '--*'
                contains -- $w $args; and set skip 1
            case '-?*'
                set -l n (string length -- $w)
                for j in (seq 2 $n)
                    set -l c (string sub -s $j -l 1 -- $w)
                    test "$c" = $argv[2]; and return 0
                    if contains -- -$c $args
                        test $j = $n; and set skip 1
                        break
                    end
                    contains -- -$c $flags; or break
                end
        end
    end
    return 1
end

# Complete program $argv[1] with the options of its --help: an option
# line begins with two spaces and a dash, and its option and argument
# take up the first 18 columns (all of the line if they are longer, the
# text going on the next line).
function __maze_complete
    set -l prog $argv[1]
    command -q $prog; or return
    set -l args
    set -l flags
    for line in ($prog --help </dev/null 2>/dev/null)
        string match -q -- '  -*' $line; or continue
        set -l head $line
        set -l desc
        if test (string length -- $line) -gt 18
            and test (string sub -s 18 -l 1 -- $line) = ' '
            set head (string sub -l 18 -- $line)
            set desc (string sub -s 19 -- $line | string trim)
        end
        set -l names
        set -l arg
        for w in (string split -n ' ' -- $head)
            if string match -q -- '-*' $w; and test -z "$arg"
                set -a names (string trim -r -c , -- $w)
            else if test -z "$arg"
                set arg $w
            end
        end
        for n in $names
            if test -z "$arg"
                set -a flags $n
            else
                set -a args $n
            end
            set -l how
            if string match -q -- '--*' $n
                set how -l (string sub -s 3 -- $n)
            else
                set how -s (string sub -s 2 -- $n)
            end
            if test -z "$arg"
                complete -c $prog $how -d "$desc"
            else if test $arg = file
                complete -c $prog $how -r -F -d "$desc"
            else
                complete -c $prog $how -x -d "$desc" \
                    -a "(__maze_values $prog $n)"
            end
        end
    end
    set -l name (string replace -ra '[^a-zA-Z0-9_]' _ -- $prog)
    set -g __maze_args_$name $args
    set -g __maze_flags_$name $flags
    # mazegen's operands are sizes, not files.
    test $prog = mazegen; and complete -c $prog -f
end

if not set -q __maze_completed
    set -g __maze_completed 1
    for p in mazegen mazepost mazesolve mazerender mazestat mazeplay
        __maze_complete $p
    end
end
