// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CommandRegistry.h"

std::map<QString, HeadlessCommand>& CommandRegistry::commands()
{
    static std::map<QString, HeadlessCommand> registry;
    return registry;
}

bool CommandRegistry::add(const QString& verb, HeadlessCommand command)
{
    commands()[verb] = std::move(command);
    return true;
}

const HeadlessCommand* CommandRegistry::find(const QString& verb)
{
    auto& all = commands();
    auto it = all.find(verb);
    return it == all.end() ? nullptr : &it->second;
}
