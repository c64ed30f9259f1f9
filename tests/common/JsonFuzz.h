// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Deterministic mangling for the fuzz tests (a fixed seed, so a failure repeats): a document's bytes
// flipped, cut or inserted, or one of its values swapped for a hostile one (wrong types, NaN, infinities,
// huge and negative numbers, 100,000-character strings, 200-deep nesting) or removed.
#include <QByteArray>

#include <nlohmann/json.hpp>

#include <limits>
#include <random>
#include <string>
#include <vector>

namespace JsonFuzz {

using nlohmann::json;

// Every JSON pointer in `node` (objects and arrays included), in document order.
inline void collectPaths(const json& node, const json::json_pointer& at, std::vector<json::json_pointer>& out)
{
    out.push_back(at);
    if (node.is_object())
        for (auto it = node.begin(); it != node.end(); ++it)
            collectPaths(it.value(), at / it.key(), out);
    else if (node.is_array())
        for (std::size_t i = 0; i < node.size(); ++i)
            collectPaths(node[i], at / i, out);
}

inline json hostileValue(std::mt19937& rng)
{
    json deep = json::array();
    json* cursor = &deep;
    for (int i = 0; i < 200; ++i) {
        cursor->push_back(json::array());
        cursor = &cursor->back();
    }
    const json choices[] = {nullptr,
                            json(-1),
                            json(0),
                            json(-1e308),
                            json(1e308),
                            json(1e-307),
                            json(std::numeric_limits<double>::quiet_NaN()),
                            json(std::numeric_limits<double>::infinity()),
                            json(2147483648.0),
                            json(0.5),
                            json(true),
                            json("NaN"),
                            json(""),
                            json(std::string(100000, 'x')),
                            json("<b>\"';DROP TABLE offers;--\u202e"),
                            json::object(),
                            json::array(),
                            deep};
    std::uniform_int_distribution<std::size_t> pick(0, std::size(choices) - 1);
    return choices[pick(rng)];
}

// Mutation `n` of `bytes`: one byte flipped, the end cut off, a byte inserted, or a run removed.
inline QByteArray mangleBytes(QByteArray bytes, std::mt19937& rng, int n)
{
    std::uniform_int_distribution<int> byte(0, 255);
    std::uniform_int_distribution<int> at(0, int(bytes.size()) - 1);
    switch (n % 4) {
    case 0:
        bytes[at(rng)] = char(byte(rng));
        break;
    case 1:
        bytes.truncate(at(rng));
        break;
    case 2:
        bytes.insert(at(rng), char(byte(rng)));
        break;
    case 3:
        bytes.remove(at(rng), 1 + at(rng) % 16);
        break;
    }
    return bytes;
}

// Mutation `n` of `doc` at a random path of `paths` (never the root): every fifth removes the key or
// entry, the others put a hostile value there. NaN and infinities dump as null, one more hostile value.
inline QByteArray mangleValue(json doc, const std::vector<json::json_pointer>& paths, std::mt19937& rng, int n)
{
    std::uniform_int_distribution<std::size_t> pickPath(1, paths.size() - 1);
    const json::json_pointer path = paths[pickPath(rng)];
    if (n % 5 == 0) {
        json& parent = doc[path.parent_pointer()];
        if (parent.is_object())
            parent.erase(path.back());
        else
            parent.erase(std::stoul(path.back()));
    } else {
        doc[path] = hostileValue(rng);
    }
    return QByteArray::fromStdString(doc.dump());
}

} // namespace JsonFuzz
