// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceScenario.h"

#include "planning/ScenarioJson.h"

#include <QUuid>

QString WorkspaceScenario::newId() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

bool WorkspaceScenario::operator==(const WorkspaceScenario& other) const
{
    return id == other.id && name == other.name && colour == other.colour && notes == other.notes &&
           gp::ScenarioJson::toJson(scenario) == gp::ScenarioJson::toJson(other.scenario);
}
