// Simulates the native side of a webview: installs the bridge the app would inject before any page
// script runs, and shows what it receives. In a real app the same code lives in Swift, Kotlin or React
// Native (see docs/embedding.md, "In a native webview").
(() => {
  const wrapper = new URLSearchParams(location.search).get('wrapper') || 'ios';
  const received = [];
  window.nativeMessages = received;
  const show = (message) => {
    received.push(message);
    const log = document.getElementById('messages');
    if (log) log.textContent += `${JSON.stringify(message)}\n`;
  };
  if (wrapper === 'react-native') {
    // React Native WebView: window.ReactNativeWebView.postMessage(string), read as event.nativeEvent.data.
    window.ReactNativeWebView = { postMessage: (text) => show(JSON.parse(text)) };
  } else if (wrapper === 'android') {
    // Android WebView: webView.addJavascriptInterface(bridge, "GuestOrderingAndroid"), strings only.
    window.GuestOrderingAndroid = { postMessage: (text) => show(JSON.parse(text)) };
  } else {
    // iOS WKWebView: userContentController.add(handler, name: "guestOrdering"), structured values.
    window.webkit = { messageHandlers: { guestOrdering: { postMessage: (value) => show(structuredClone(value)) } } };
  }
  document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('wrapper-name').textContent =
      { ios: 'iOS WKWebView', android: 'Android WebView', 'react-native': 'React Native WebView' }[wrapper] ?? wrapper;
  });
})();
