/**
 * The HTML page template: Docusaurus's own (core/lib/ssg/ssgTemplate.html),
 * with one change. The theme's scripts (webpack runtime and main bundle) are
 * requested once the page has painted its first content (a `paint`
 * PerformanceObserver, then one more frame), by a small inline loader at the
 * end of the body, instead of by `<script defer>` tags in the head. After two
 * seconds they load anyway (a tab opened in the background does not paint).
 *
 * Why: with `defer`, a script that arrives quickly (from the cache on a
 * repeat visit, or over a fast network) runs before the first paint, and the
 * visitor waits for React to start before seeing any text. Painting first
 * shows the server-rendered page as soon as HTML and CSS are in; the scripts
 * then hydrate it (the page works without them meanwhile: it is plain HTML).
 * The loader keeps their order (`async = false`). Its hash is added to the
 * Content-Security-Policy by src/plugins/hosting-headers like any inline script.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}try{new PerformanceObserver(function(t,o){o.disconnect();requestAnimationFrame(function(){setTimeout(l,0)})}).observe({type:"paint",buffered:true})}catch(e){l()}setTimeout(l,2000)})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
