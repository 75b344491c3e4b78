// The flags of Node every serving instance of the portal starts with (decision 059; README,
// "Running on PostgreSQL with several instances"): stack traces through the bundle's source maps,
// and a young generation of two 16 MB semi-spaces. That is Node 20's own size; Node 24's V8 takes
// two of 64 MB, which cost an instance some 90 MB of resident memory for no measurable speed
// (the signed-in page at 114 against 116 req/s, alternating rounds). A semi-space's size cannot
// be changed once the process runs, so it is given on the command line: `npm start` names it in
// package.json, the scripts that start instances take it from here.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16'];
