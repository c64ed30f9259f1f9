#pragma once
// Starts the desktop application: command-line options, the user's catalog, the main window.
int runGui(int argc, char* argv[]);
