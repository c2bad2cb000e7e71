// The live charts (Apache ECharts from the org.webjars:echarts WebJar, served by the service): heap over time of
// the last finished repetition of each variant (in a matrix, of each variant in each cell), and the figures the
// registry shows as live charts (GET /api/figures: time and allocation per order) as median bars with a min-max
// whisker over the repetitions that ended ok. Tests read what was drawn with
// echarts.getInstanceByDom(element).getOption().

const MB = 1e6;

function chart(id) {
  const element = document.getElementById(id);
  return echarts.getInstanceByDom(element) ?? echarts.init(element, null, { renderer: 'svg' });
}

export function resetCharts() {
  for (const element of document.querySelectorAll('#live .chart')) {
    const existing = echarts.getInstanceByDom(element);
    if (existing) existing.dispose();
  }
}

/** timelines: row name ('iterator'; in a matrix 'iterator @ G1') -> {repetition, samples: [[offsetMillis,
 *  heapUsedBytes, allocatedBytes]], gcEvents}. */
export function drawHeap(timelines) {
  const series = [];
  for (const [row, t] of Object.entries(timelines)) {
    series.push({ id: `heap:${row}`, name: row, type: 'line', showSymbol: false,
      data: t.samples.map(s => [s[0] / 1000, s[1] / MB]) });
    series.push({ id: `gc:${row}`, name: row, type: 'scatter', symbol: 'triangle', symbolRotate: 180,
      symbolSize: 7, data: t.gcEvents.map(e => [e[0] / 1000, e[1] / MB]) });
  }
  chart('chart-heap').setOption({
    animation: false, tooltip: { trigger: 'axis', valueFormatter: v => `${v?.toFixed?.(1)} MB` },
    legend: { type: 'scroll', top: 0 }, grid: { left: 60, right: 20, top: 40, bottom: 40 },
    xAxis: { type: 'value', name: 's', nameLocation: 'end' }, yAxis: { type: 'value', name: 'MB used' },
    series }, { replaceMerge: ['series'] });
}

function whiskers(params, api) {
  const low = api.coord([api.value(0), api.value(1)]);
  const high = api.coord([api.value(0), api.value(2)]);
  const half = api.size([1, 0])[0] * 0.15;
  const style = { stroke: '#333', lineWidth: 1.5 };
  return { type: 'group', children: [
    { type: 'line', shape: { x1: low[0], y1: low[1], x2: high[0], y2: high[1] }, style },
    { type: 'line', shape: { x1: low[0] - half, y1: low[1], x2: low[0] + half, y2: low[1] }, style },
    { type: 'line', shape: { x1: high[0] - half, y1: high[1], x2: high[0] + half, y2: high[1] }, style }] };
}

/** summaries: [{variant, median, min, max}] in raw units; divisor and unit turn them into the axis' unit. */
export function drawBars(id, summaries, divisor, unit) {
  const variants = summaries.map(s => s.variant);
  chart(id).setOption({
    animation: false, tooltip: { trigger: 'axis' }, grid: { left: 70, right: 20, top: 20, bottom: 60 },
    xAxis: { type: 'category', data: variants, axisLabel: { rotate: 20 } },
    yAxis: { type: 'value', name: unit },
    series: [
      { id: 'median', name: 'median', type: 'bar', data: summaries.map(s => s.median / divisor),
        itemStyle: { color: '#5470c6' } },
      { id: 'spread', name: 'min–max', type: 'custom', renderItem: whiskers,
        data: summaries.map((s, i) => [i, s.min / divisor, s.max / divisor]), z: 10 }] },
  { replaceMerge: ['series', 'xAxis'] });
}
