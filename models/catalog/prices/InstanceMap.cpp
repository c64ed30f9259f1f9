// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "InstanceMap.h"

#include "json/BoundedJson.h"

#include <QFile>

static void initPriceResources() { Q_INIT_RESOURCE(prices); }

namespace catalog::prices {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

} // namespace

const InstanceMap& InstanceMap::shipped()
{
    static const InstanceMap map = [] {
        initPriceResources();
        InstanceMap m;
        QFile f(QStringLiteral(":/prices/instance-map.json"));
        QString error;
        // The table is built into the program and tested (tst_instancemap): a failure here is a build
        // error, so an empty table (every instance skipped as unmapped) is the safe outcome.
        if (!f.open(QIODevice::ReadOnly) || !m.parse(f.readAll(), &error))
            qWarning("instance map not usable: %s", qPrintable(error));
        return m;
    }();
    return map;
}

bool InstanceMap::parse(const QByteArray& json, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        m_entries.clear();
        m_index.clear();
        m_gcpGpus.clear();
        return false;
    };
    const gp::jsonio::Parsed parsed = gp::jsonio::parse(std::string_view(json.constData(), json.size()));
    if (!parsed.ok())
        return fail(q(parsed.error));
    const nlohmann::json& doc = *parsed.value;
    if (!doc.is_object() || !doc.contains("instances") || !doc["instances"].is_array())
        return fail(QStringLiteral("the instance map must be an object with an \"instances\" array"));
    try {
        int i = 0;
        for (const nlohmann::json& e : doc["instances"]) {
            const QString where = QStringLiteral("instances[%1]").arg(i++);
            if (!e.is_object())
                return fail(where + QStringLiteral(" must be an object"));
            InstanceShape s;
            const auto text = [&](const char* field, QString& out) {
                auto it = e.find(field);
                if (it == e.end() || !it->is_string() || it->get<std::string>().empty())
                    return false;
                out = q(it->get<std::string>());
                return true;
            };
            if (!text("provider", s.provider))
                return fail(where + QStringLiteral(": provider must be text"));
            if (!text("instance_type", s.instanceType))
                return fail(where + QStringLiteral(": instance_type must be text"));
            if (!text("gpu_key", s.gpuKey))
                return fail(where + QStringLiteral(": gpu_key must be text"));
            if (!text("source", s.source))
                return fail(where + QStringLiteral(": source must be text (the provider's page)"));
            auto gpus = e.find("gpus");
            if (gpus == e.end() || !gpus->is_number_unsigned() || gpus->get<unsigned>() < 1 ||
                gpus->get<unsigned>() > 64)
                return fail(where + QStringLiteral(": gpus must be a whole number from 1 to 64"));
            s.gpus = static_cast<int>(gpus->get<unsigned>());
            if (s.provider == QLatin1String("gcp")) {
                if (!text("machine_family", s.machineFamily))
                    return fail(where + QStringLiteral(": machine_family must be text for gcp"));
                auto v = e.find("vcpus");
                auto m = e.find("memory_gib");
                if (v == e.end() || !v->is_number() || v->get<double>() <= 0 || m == e.end() || !m->is_number() ||
                    m->get<double>() <= 0)
                    return fail(where + QStringLiteral(": vcpus and memory_gib must be numbers > 0 for gcp"));
                s.vcpus = v->get<double>();
                s.memoryGib = m->get<double>();
            }
            const QString id = s.provider + QChar(0) + s.instanceType;
            if (m_index.contains(id))
                return fail(where + QStringLiteral(": %1 %2 is listed twice").arg(s.provider, s.instanceType));
            m_index.insert(id, static_cast<int>(m_entries.size()));
            m_entries.append(s);
        }
        if (doc.contains("gcp_gpu_skus")) {
            int j = 0;
            for (const nlohmann::json& g : doc["gcp_gpu_skus"]) {
                const QString where = QStringLiteral("gcp_gpu_skus[%1]").arg(j++);
                if (!g.is_object() || !g.contains("sku_name") || !g["sku_name"].is_string() || !g.contains("gpu_key") ||
                    !g["gpu_key"].is_string())
                    return fail(where + QStringLiteral(": sku_name and gpu_key must be text"));
                m_gcpGpus.insert(q(g["sku_name"].get<std::string>()).toLower(), q(g["gpu_key"].get<std::string>()));
            }
        }
    } catch (const nlohmann::json::exception& ex) {
        return fail(QStringLiteral("instance map: %1").arg(QString::fromUtf8(ex.what())));
    }
    return true;
}

const InstanceShape* InstanceMap::find(const QString& provider, const QString& instanceType) const
{
    auto it = m_index.constFind(provider + QChar(0) + instanceType);
    return it == m_index.constEnd() ? nullptr : &m_entries[*it];
}

QVector<InstanceShape> InstanceMap::forProvider(const QString& provider) const
{
    QVector<InstanceShape> out;
    for (const InstanceShape& s : m_entries)
        if (s.provider == provider)
            out.append(s);
    return out;
}

// Google writes both "Nvidia L4 GPU" and "NVIDIA L4 GPU": compared without case.
QString InstanceMap::gcpGpuKey(const QString& skuName) const { return m_gcpGpus.value(skuName.toLower()); }

} // namespace catalog::prices
