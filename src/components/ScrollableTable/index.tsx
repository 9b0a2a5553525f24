import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table that keyboard users can scroll. Infima lets a wide table
 * scroll sideways inside its own box; a box that scrolls must be focusable,
 * or keyboard users cannot reach its hidden columns (WCAG 2.1.1, axe rule
 * scrollable-region-focusable). The table joins the tab order only while it
 * actually overflows, so narrow tables add no useless tab stop.
 *
 * @param props the attributes and children MDX gives a `table` element
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const update = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
