# Every man page is clean by mandoc's linter, warnings included.
cd "$TOP"/man && mandoc -T lint -W warning *.1 *.5 && ls *.1 *.5
