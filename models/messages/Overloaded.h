// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One visitor from several lambdas, for std::visit over a message's arguments (Message.cpp writes them in English,
// models/text/MessageText.cpp in the reader's language): the "overloaded" idiom of cppreference's std::visit page.
namespace gp {

template <class... F> struct Overloaded : F... {
    using F::operator()...;
};
template <class... F> Overloaded(F...) -> Overloaded<F...>;

} // namespace gp
