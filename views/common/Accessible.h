// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Accessible names and descriptions for a whole form, derived instead of set by hand on every field.
// For each focusable widget that has none (a name set in code always wins):
//  - name: a button's or checkable group's own text; else the text of the QLabel whose buddy it is (a
//    QFormLayout row's label is one); else a line edit's placeholder; else the first sentence of its tooltip;
//    else the title of the group box it sits in; a tab bar is named by its tabs. The fields inside a spin
//    box or an editable combo box take their owner's name. Mnemonic '&', a trailing ':' and markup go.
//  - description: its tooltip, else its What's This text, else its status tip, else its name and where it
//    sits ("Model, in Workload: Model and task").
// A widget left with no name by all of that keeps an empty one, so tst_accessiblenames lists it (its
// constructor then names it by hand); the object name is never used, it means nothing to a listener.
// Derived names are refreshed each time the widget is shown (a button's text may change); names a
// constructor set are never touched.
class QWidget;

namespace Accessible {
// Names and describes every focusable widget under `root` (root included) that has no name of its own.
void describe(QWidget* root);
// From now on, does describe() for every window when it is shown and every widget shown inside one
// later (pages and editors built on demand). Idempotent; each top-level window's constructor calls it.
void watch();
} // namespace Accessible
