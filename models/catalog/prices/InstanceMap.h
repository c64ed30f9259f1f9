// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Instance type -> (catalog GPU key, GPU count): the table every price-list reader goes through
// (resources/prices/instance-map.json, each entry with the provider page it comes from). An instance
// type that is not in it is skipped and listed, never guessed from its name. For Google Cloud, whose
// lists price the GPU and the machine apart, an entry also gives the machine's vCPUs and memory, and
// the table names the GPU SKUs (PriceList: GcpPriceReader combines them).
#include <QHash>
#include <QString>
#include <QVector>

#include <optional>

namespace catalog::prices {

struct InstanceShape {
    QString provider;     // aws, azure, gcp
    QString instanceType; // as the provider's list spells it
    QString gpuKey;       // catalog GPU key
    int gpus = 0;
    // Google Cloud only: the machine priced apart (vCPU-hours and GiB-hours of its family's SKUs).
    QString machineFamily; // "A2", "A3", "G2" (the SKU descriptions' prefix)
    double vcpus = 0;
    double memoryGib = 0;
    QString source; // the provider's page for the shape
};

class InstanceMap {
public:
    // The shipped table (":/prices/instance-map.json").
    static const InstanceMap& shipped();
    // Parses a table in the shipped format; false and *error (naming the entry and field) otherwise.
    bool parse(const QByteArray& json, QString* error);

    const InstanceShape* find(const QString& provider, const QString& instanceType) const;
    QVector<InstanceShape> forProvider(const QString& provider) const;
    // Google Cloud GPU SKU name ("Nvidia L4 GPU", the description without its tier prefix and region
    // suffix) -> catalog GPU key; empty when the table does not name it.
    QString gcpGpuKey(const QString& skuName) const;
    int size() const { return static_cast<int>(m_entries.size()); }

private:
    QVector<InstanceShape> m_entries;
    QHash<QString, int> m_index; // provider + '\0' + instance type
    QHash<QString, QString> m_gcpGpus;
};

} // namespace catalog::prices
