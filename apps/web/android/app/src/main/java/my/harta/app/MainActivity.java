package my.harta.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
