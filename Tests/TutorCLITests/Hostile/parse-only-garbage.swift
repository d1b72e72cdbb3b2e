// expect: diagnostics
@@@ ### $$$ %%% ^^^ &&& *** ((( )))
