// This is a comment.
/* This is also a comment
but is written over multiple lines. */
/* This is the start of the first multiline comment.
   /* This is the second, nested multiline comment. */
This is the end of the first multiline comment. */
