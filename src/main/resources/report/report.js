/*
 * Draws report.html's charts with Apache ECharts (SVG renderer) from the JSON in #report-data, then writes what it
 * drew into #report-status: data-state "drawn" (every chart has SVG paths and no error was recorded) or "error",
 * data-charts {chartId: {series, paths}}, data-errors [..], data-height (the page's height in CSS pixels).
 * Tests read that element with a headless browser; people read the same text at the bottom of the page.
 */
(function () {
  'use strict';

  var charts = [];
  var drawn = {};
  var COLORS = { naive: '#d62728', stream: '#1f77b4', iterator: '#2ca02c', async: '#9467bd', reactor: '#ff7f0e',
    'virtual-threads': '#17becf', transport: '#7f7f7f', binding: '#bcbd22' };
  var SPARE = ['#8c564b', '#e377c2', '#bcbd22', '#393b79', '#637939'];

  function colorOf(id, index) {
    return COLORS[id] || SPARE[index % SPARE.length];
  }

  function number(value, digits) {
    return value === null || value === undefined ? 'n/a'
      : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }

  function digitsFor(value) {
    var abs = Math.abs(value);
    return abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  }

  function scaled(value, divisor) {
    return value === null || value === undefined ? null : value / divisor;
  }

  function init(id) {
    var element = document.getElementById(id);
    var chart = echarts.init(element, null, { renderer: 'svg' });
    charts.push(chart);
    return chart;
  }

  /* What a chart drew: its series, the data points they hold, and the SVG paths in its element. */
  function record(id, chart, extra) {
    var element = document.getElementById(id);
    var series = chart.getOption().series;
    var entry = { series: series.length, paths: element.querySelectorAll('svg path').length,
      points: series.reduce(function (n, s) { return n + (s.data ? s.data.length : 0); }, 0) };
    drawn[id] = Object.assign(entry, extra || {});
  }

  function lineStyleOf(variant, timeline) {
    return { width: variant.transport ? 1.5 : 2, type: variant.transport ? 'dashed' : timeline.status === 'ok' ? 'solid' : 'dotted' };
  }

  function timelineVariants(data) {
    return data.variants.filter(function (v) { return v.timeline !== null; });
  }

  function timelineNote(id, data) {
    var parts = data.variants.map(function (v) {
      return v.timeline !== null ? v.id + ' ' + v.timeline.chosen + (v.timeline.status === 'ok' ? '' : ', dotted')
        : v.id + ': no line, ' + v.noTimelineReason;
    });
    var intervals = timelineVariants(data).map(function (v) { return v.timeline.intervalMillis; });
    var interval = intervals.length ? intervals[0] : data.intervalMillis;
    document.getElementById(id).textContent = 'Sampled every ' + interval + ' ms. Repetition shown: ' + parts.join(', ') + '.';
  }

  function timeAxis() {
    return { type: 'value', name: 'seconds since the measured pass started', nameLocation: 'middle', nameGap: 28, min: 0 };
  }

  function zoom() {
    return [{ type: 'inside', xAxisIndex: 0, filterMode: 'none' }, { type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 18, bottom: 6 }];
  }

  function baseOption(title, subtitle, yName, names) {
    var empty = names.length === 0 ? [{ type: 'text', left: 'center', top: 'middle', z: 100,
      style: { text: 'No variant measured a timeline (see the table)', fontSize: 15, fill: '#b3261e' } }] : [];
    return {
      graphic: empty,
      animation: false,
      title: { text: title, subtext: subtitle, left: 0, textStyle: { fontSize: 15 } },
      legend: { top: 4, right: 0, data: names.map(function (name) {
        return { name: name, itemStyle: { opacity: 1 }, lineStyle: { opacity: 1, width: 2.5 } };
      }) },
      grid: { left: 70, right: 24, top: 70, bottom: 70 },
      tooltip: { trigger: 'item', confine: true },
      xAxis: timeAxis(),
      yAxis: { type: 'value', name: yName, nameLocation: 'middle', nameGap: 52 },
      dataZoom: zoom()
    };
  }

  function gcTooltip(v) {
    return function (p) {
      var e = p.data.event;
      return v.id + ' GC (exact)<br>' + e.collector + ', ' + e.cause + '<br>at ' + number(e.startMillis / 1000, 3)
        + ' s, ' + e.durationMillis + ' ms<br>heap ' + number(e.heapBeforeBytes / 1e6, 1) + ' MB → '
        + number(e.heapAfterBytes / 1e6, 1) + ' MB after'
        + (e.liveSetReading === false ? '<br>(a phase of a concurrent cycle: not a live-set reading)' : ' (live set)');
    };
  }

  function gcPoint(e) {
    return { value: [(e.startMillis + e.durationMillis) / 1000, e.heapAfterBytes / 1e6], event: e };
  }

  /*
   * Per variant three series: the sampled heap (thin, faded), the live set after each GC (exact: a step line through
   * the ▼ markers, holding each reading until the next GC), and hollow markers for GC events that are not live-set
   * readings (phases of a concurrent cycle).
   */
  function heapChart(data) {
    timelineChart(data, 'chart-heap', ['Heap used over time',
      'thin line: heap used (sampled) · thick steps through ▼: heap right after each GC = the live set (exact)',
      'heap used (MB)'], function (v, t, color) {
      var style = lineStyleOf(v, t);
      return [{
        name: v.id, type: 'line', color: color, symbol: 'circle', symbolSize: 3, showSymbol: true, z: 2,
        lineStyle: { width: 1.2, type: style.type, opacity: 0.45 }, itemStyle: { opacity: 0.45 },
        data: t.samples.map(function (s) { return [s[0] / 1000, s[1] / 1e6]; }),
        tooltip: { formatter: function (p) {
          return v.id + ' (sampled)<br>' + number(p.value[0], 2) + ' s: heap used ' + number(p.value[1], 1) + ' MB';
        } }
      }, {
        name: v.id, type: 'line', step: 'end', color: color, symbol: 'triangle', symbolRotate: 180, symbolSize: 10,
        showSymbol: true, z: 4, lineStyle: { width: 2.5, type: style.type },
        data: t.gcEvents.filter(function (e) { return e.liveSetReading !== false; }).map(gcPoint),
        tooltip: { formatter: gcTooltip(v) }
      }, {
        name: v.id, type: 'scatter', color: color, symbol: 'emptyTriangle', symbolRotate: 180, symbolSize: 9, z: 3,
        data: t.gcEvents.filter(function (e) { return e.liveSetReading === false; }).map(gcPoint),
        tooltip: { formatter: gcTooltip(v) }
      }];
    }, function (variants) {
      return { gcMarkers: variants.reduce(function (n, v) { return n + v.timeline.gcEvents.length; }, 0) };
    });
  }

  function allocationChart(data) {
    timelineChart(data, 'chart-allocation', ['Cumulative allocated bytes over time',
      'line: bytes allocated since the pass started, all threads (sampled) · ●: exact total of the pass',
      'allocated (MB)'], function (v, t, color) {
      var series = [{
        name: v.id, type: 'line', color: color, symbol: 'circle', symbolSize: 3, showSymbol: true,
        lineStyle: lineStyleOf(v, t), z: 2,
        data: t.samples.map(function (s) { return [s[0] / 1000, s[2] / 1e6]; }),
        tooltip: { formatter: function (p) {
          return v.id + ' (sampled)<br>' + number(p.value[0], 2) + ' s: ' + number(p.value[1], 1) + ' MB allocated so far';
        } }
      }];
      if (t.durationNanos !== null && t.allocatedBytes !== null) {
        series.push({
          name: v.id, type: 'scatter', color: color, symbol: 'circle', symbolSize: 9, z: 3,
          data: [[t.durationNanos / 1e9, t.allocatedBytes / 1e6]],
          tooltip: { formatter: function (p) {
            return v.id + ' (exact)<br>whole pass: ' + number(p.value[1], 1) + ' MB allocated in ' + number(p.value[0], 3) + ' s';
          } }
        });
      }
      return series;
    });
  }

  /*
   * A chart over the pass's time line ('chart-heap', 'chart-allocation'): seriesOf(v, timeline, color) gives a
   * variant's series; the title, the legend, the recorded counts (extraOf(variants), if given) and the note below.
   */
  function timelineChart(data, id, texts, seriesOf, extraOf) {
    var variants = timelineVariants(data);
    var series = [];
    variants.forEach(function (v, index) {
      series = series.concat(seriesOf(v, v.timeline, colorOf(v.id, index)));
    });
    var chart = init(id);
    chart.setOption(Object.assign(baseOption(texts[0], texts[1], texts[2],
      variants.map(function (v) { return v.id; })), { series: series }));
    record(id, chart, extraOf ? extraOf(variants) : undefined);
    timelineNote(id + '-note', data);
  }

  /* A custom series' item: a min–max whisker from data [x, min, max], its caps halfWidth(api) pixels wide. */
  function whisker(halfWidth, color) {
    return function (params, api) {
      var low = api.coord([api.value(0), api.value(1)]);
      var high = api.coord([api.value(0), api.value(2)]);
      var half = halfWidth(api);
      var style = { stroke: color, lineWidth: 1.5 };
      return { type: 'group', children: [
        { type: 'line', shape: { x1: low[0], y1: low[1], x2: high[0], y2: high[1] }, style: style },
        { type: 'line', shape: { x1: low[0] - half, y1: low[1], x2: low[0] + half, y2: low[1] }, style: style },
        { type: 'line', shape: { x1: high[0] - half, y1: high[1], x2: high[0] + half, y2: high[1] }, style: style }
      ] };
    };
  }

  function summaryText(s, unit) {
    function format(value) { return value === null ? 'n/a' : number(value, digitsFor(value)); }
    return 'median ' + format(s.median) + ' ' + unit + (s.n >= 2 ? '<br>min–max ' + format(s.min) + '–' + format(s.max) : '')
      + '<br>n = ' + s.n + (s.missing ? ', ' + s.missing + ' n/a' : '');
  }

  function scaledSummary(s, divisor) {
    return { median: scaled(s.median, divisor), min: scaled(s.min, divisor), max: scaled(s.max, divisor), n: s.n, missing: s.missing };
  }

  var FAN_OUT_CHARTS = [
    { id: 'chart-fanout-throughput', key: 'aggregationsPerSecond', title: 'Aggregations per second against K', unit: 'aggregations/s',
      subtitle: 'K aggregations at once, each over its own partition: K / the fan-out\'s wall time' },
    { id: 'chart-fanout-p99', key: 'latencyP99Millis', title: 'p99 latency of one aggregation against K', unit: 'ms',
      subtitle: 'from its start to its end (HdrHistogram over the K aggregations)' },
    { id: 'chart-fanout-threads', key: 'peakLiveThreads', title: 'Peak live threads against K', unit: 'threads',
      subtitle: 'ThreadMXBean\'s peak during the fan-out (virtual threads are not counted; their carriers are)' }
  ];

  /* Fan-out: one line per variant through the median at each K, min–max whiskers where 2 or more repetitions measured it. */
  function fanOutChart(data, def) {
    var sc = data.scenario;
    var series = [];
    var values = {};
    var notMeasured = [];
    var whiskers = 0;
    sc.fanOut.forEach(function (line, index) {
      var color = colorOf(line.variant, index);
      var points = line.points.filter(function (p) { return p[def.key].median !== null; });
      line.points.forEach(function (p) {
        if (p[def.key].median === null) { notMeasured.push(line.variant + ' K=' + p.concurrency); }
      });
      values[line.variant] = points.map(function (p) { return [p.concurrency, p[def.key].median]; });
      series.push({ name: line.variant, type: 'line', color: color, symbol: 'circle', symbolSize: 7, z: 3,
        lineStyle: { width: line.transport ? 1.5 : 2, type: line.transport ? 'dashed' : 'solid' },
        data: points.map(function (p) { return { value: [p.concurrency, p[def.key].median], summary: p[def.key] }; }),
        tooltip: { formatter: function (p) { return line.variant + ', K = ' + p.value[0] + '<br>' + summaryText(p.data.summary, def.unit); } } });
      var spread = points.filter(function (p) { return p[def.key].n >= 2; });
      whiskers += spread.length;
      if (spread.length > 0) {
        series.push({ name: line.variant, type: 'custom', color: color, silent: true, z: 10, encode: { x: 0, y: [1, 2] },
          data: spread.map(function (p) { return [p.concurrency, p[def.key].min, p[def.key].max]; }),
          renderItem: whisker(function () { return 4; }, color) });
      }
    });
    var element = document.createElement('div');
    element.className = 'chart';
    element.id = def.id;
    document.getElementById('scenario-chart-list').appendChild(element);
    var chart = init(def.id);
    chart.setOption({
      animation: false,
      title: { text: def.title + ' (' + def.unit + ')', subtext: def.subtitle, left: 0, textStyle: { fontSize: 14 }, subtextStyle: { fontSize: 11 } },
      legend: { bottom: 0, type: 'scroll', data: sc.fanOut.map(function (l) { return l.variant; }) },
      grid: { left: 70, right: 24, top: 64, bottom: 76 },
      tooltip: { trigger: 'item', confine: true },
      xAxis: { type: sc.logConcurrency ? 'log' : 'value', logBase: 10, minorTick: { show: false },
        name: 'K, aggregations at once' + (sc.logConcurrency ? ' (log scale)' : ''), nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'value', name: def.unit, nameLocation: 'middle', nameGap: 52, min: 0 },
      series: series
    });
    record(def.id, chart, { lines: sc.fanOut.length, values: values, whiskers: whiskers, notMeasured: notMeasured,
      logAxis: sc.logConcurrency });
  }

  /* Latency and pipelined: each variant's measured duration (bar, min–max whisker) beside its bounds (ticks). */
  function boundsChart(data) {
    var sc = data.scenario;
    var pipelined = sc.scenario === 'pipelined';
    var bars = sc.bounds;
    var bounds = [{ key: 'sequentialBoundNanos', color: '#222',
      name: pipelined ? 'sequential bound: pages × (latency + work)' : 'bound: pages × latency' }];
    if (pipelined) {
      bounds.push({ key: 'pipelinedBoundNanos', color: '#2e7d32', name: 'pipelined bound: pages × max(latency, work)' });
    }
    function seconds(s) { return s.median === null ? null : s.median / 1e9; }
    var values = { measured: bars.map(function (b) { return seconds(b.durationNanos); }) };
    var series = [{
      name: 'measured (median)', type: 'bar', barMaxWidth: 46, z: 2, color: '#9aa3b0',
      data: bars.map(function (b, i) {
        return b.durationNanos.median === null ? { value: '-', summary: b.durationNanos }
          : { value: seconds(b.durationNanos), summary: b.durationNanos, itemStyle: { color: colorOf(b.variant, i) } };
      }),
      tooltip: { formatter: function (p) { return p.name + ' measured<br>' + summaryText(scaledSummary(p.data.summary, 1e9), 's'); } }
    }];
    var whiskers = [];
    bars.forEach(function (b, i) {
      var s = b.durationNanos;
      if (s.median !== null && s.n >= 2) { whiskers.push([i, s.min / 1e9, s.max / 1e9]); }
    });
    series.push({ name: 'min–max', type: 'custom', data: whiskers, z: 10, encode: { x: 0, y: [1, 2] }, silent: true,
      renderItem: whisker(function (api) { return api.size([1, 0])[0] * 0.12; }, '#222') });
    bounds.forEach(function (bound) {
      values[bound.key] = bars.map(function (b) { return seconds(b[bound.key]); });
      series.push({ name: bound.name, type: 'scatter', color: bound.color, symbol: 'rect', symbolSize: [64, 5], z: 12,
        data: values[bound.key].map(function (v) { return v === null ? '-' : v; }),
        tooltip: { formatter: function (p) { return p.name + '<br>' + bound.name + ': ' + number(p.value, 3) + ' s'; } } });
    });
    var notMeasured = [];
    bars.forEach(function (b) {
      ['durationNanos'].concat(bounds.map(function (x) { return x.key; })).forEach(function (key) {
        if (b[key].median === null) { notMeasured.push(b.variant + ' ' + key); }
      });
    });
    var chart = init('chart-bounds');
    chart.setOption({
      animation: false,
      title: { text: 'Measured time beside the bounds (s)', left: 0, textStyle: { fontSize: 14 },
        subtext: 'bar: median duration of the measured pass, whisker min–max · ticks: what the pages\' latency' + (pipelined ? ' and work' : '') + ' cost at least; n/a: latency is a distribution' },
      legend: { bottom: 0, data: ['measured (median)'].concat(bounds.map(function (b) { return b.name; })) },
      grid: { left: 64, right: 12, top: 64, bottom: 96 },
      tooltip: { trigger: 'item', confine: true },
      xAxis: { type: 'category', data: bars.map(function (b) { return b.variant; }),
        axisLabel: { interval: 0, rotate: 25, fontSize: 11, formatter: function (name, i) {
          return bounds.some(function (x) { return values[x.key][i] === null; }) || values.measured[i] === null ? name + ' {na|n/a}' : name; },
          rich: { na: { color: '#b3261e', fontWeight: 'bold', fontSize: 11 } } } },
      yAxis: { type: 'value', name: 's', nameLocation: 'middle', nameGap: 48, min: 0 },
      series: series
    });
    record('chart-bounds', chart, { values: values, whiskers: whiskers.length, notMeasured: notMeasured });
  }

  function scenarioCharts(data) {
    var sc = data.scenario;
    if (!sc) {
      return;
    }
    if (sc.fanOut.length > 0) {
      FAN_OUT_CHARTS.forEach(function (def) {
        try { fanOutChart(data, def); } catch (e) { errors.push('fan-out chart ' + def.id + ': ' + e); }
      });
    }
    if (sc.bounds.length > 0) {
      boundsChart(data);
    }
  }

  function barChart(data, def, index) {
    var id = 'chart-bar-' + def.figure;
    var element = document.createElement('div');
    element.className = 'chart';
    element.id = id;
    document.getElementById('bar-charts').appendChild(element);
    var variants = data.variants;
    var summaries = variants.map(function (v) { return v.figures[def.figure]; });
    var bars = variants.map(function (v, i) {
      var s = summaries[i];
      return s.median === null ? { value: '-', summary: s } : {
        value: s.median / def.divisor, summary: s, itemStyle: { color: colorOf(v.id, i), opacity: v.status === 'ok' ? 1 : 0.45 },
        label: { show: s.median === 0, position: 'top', formatter: '0', color: '#444' } };
    });
    var whiskers = [];
    variants.forEach(function (v, i) {
      var s = summaries[i];
      if (s.median !== null && s.n >= 2) {
        whiskers.push([i, s.min / def.divisor, s.max / def.divisor]);
      }
    });
    function format(value) { return value === null ? 'n/a' : number(value, digitsFor(value)); }
    var series = [{
      name: def.title, type: 'bar', data: bars, barMaxWidth: 46,
      tooltip: { formatter: function (p) {
        var s = p.data.summary;
        if (s.median === null) {
          return p.name + ': n/a (not measured' + (s.missing ? ' in ' + s.missing + ' repetition(s)' : '') + ')';
        }
        return p.name + '<br>median ' + format(scaled(s.median, def.divisor)) + ' ' + def.unit
          + '<br>min–max ' + format(scaled(s.min, def.divisor)) + '–' + format(scaled(s.max, def.divisor))
          + (s.ciLow === null ? '' : '<br>95% CI of the mean ' + format(Math.max(0, s.ciLow / def.divisor)) + '–'
            + format(scaled(s.ciHigh, def.divisor)))
          + '<br>n = ' + s.n + (s.missing ? ', ' + s.missing + ' n/a' : '');
      } }
    }, {
      name: 'min–max', type: 'custom', data: whiskers, z: 10, encode: { x: 0, y: [1, 2] }, silent: true,
      renderItem: whisker(function (api) { return api.size([1, 0])[0] * 0.12; }, '#222')
    }];
    var chart = init(id);
    chart.setOption({
      animation: false,
      title: { text: def.title + (def.unit ? ' (' + def.unit + ')' : ''), subtext: def.description, left: 0,
        textStyle: { fontSize: 14 },
        subtextStyle: { fontSize: 11 } },
      grid: { left: 64, right: 12, top: 62, bottom: 64 },
      tooltip: { trigger: 'item', confine: true },
      xAxis: { type: 'category', data: variants.map(function (v) { return v.id; }),
        axisLabel: { interval: 0, rotate: 25, fontSize: 11,
          formatter: function (name, i) { return summaries[i].median === null ? name + ' {na|n/a}' : name; },
          rich: { na: { color: '#b3261e', fontWeight: 'bold', fontSize: 11 } } } },
      yAxis: { type: 'value', name: def.unit, nameLocation: 'middle', nameGap: 48, min: 0 },
      series: series
    });
    record(id, chart, { bars: bars.filter(function (b) { return b.value !== '-'; }).length, whiskers: whiskers.length,
      notMeasured: variants.filter(function (v, i) { return summaries[i].median === null; }).map(function (v) { return v.id; }) });
  }

  function finish(errors) {
    var status = document.getElementById('report-status');
    var all = errors.concat(window.reportErrors || []);
    var names = Object.keys(drawn);
    names.forEach(function (name) {
      if (drawn[name].paths === 0) {
        all.push(name + ' drew no SVG path');
      }
    });
    var ok = all.length === 0 && names.length > 0;
    status.dataset.state = ok ? 'drawn' : 'error';
    status.dataset.charts = JSON.stringify(drawn);
    status.dataset.errors = JSON.stringify(all);
    status.dataset.height = String(Math.ceil(document.documentElement.scrollHeight));
    status.textContent = (ok ? 'Drew ' : 'Problems drawing the charts: ' + all.join('; ') + '. Drew ') + names.length
      + ' charts: ' + names.map(function (n) { return n.replace('chart-', '') + ' (' + drawn[n].paths + ' SVG paths)'; }).join(', ') + '.';
  }

  var errors = [];
  try {
    var data = JSON.parse(document.getElementById('report-data').textContent);
    [heapChart, allocationChart, scenarioCharts].forEach(function (draw) {
      try { draw(data); } catch (e) { errors.push(draw.name + ': ' + e); }
    });
    data.barCharts.forEach(function (def, index) {
      try { barChart(data, def, index); } catch (e) { errors.push('bar chart ' + def.figure + ': ' + e); }
    });
    window.addEventListener('resize', function () { charts.forEach(function (c) { c.resize(); }); });
  } catch (e) {
    errors.push('report data: ' + e);
  }
  finish(errors);
})();
