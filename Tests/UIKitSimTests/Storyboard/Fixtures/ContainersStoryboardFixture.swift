extension StoryboardFixtures {
    /// No entry point. A tab bar controller with two tabs; a split view controller with
    /// primary and secondary; a menu whose manual segues are of every other kind (custom,
    /// legacy push and modal, popover, showDetail, presentation with styles); a static table;
    /// a reference to another storyboard.
    static let containers = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <!--Tab Bar Controller-->
        <scene sceneID="Tsc-bb-001">
            <objects>
                <tabBarController storyboardIdentifier="Tabs" id="Tab-bb-001" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="Tbr-bb-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tabBar>
                    <connections>
                        <segue destination="Fst-bb-001" kind="relationship" relationship="viewControllers" id="Rel-bb-001"/>
                        <segue destination="Snd-bb-001" kind="relationship" relationship="viewControllers" id="Rel-bb-002"/>
                    </connections>
                </tabBarController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-001" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        <!--First-->
        <scene sceneID="Tsc-bb-002">
            <objects>
                <viewController title="First" id="Fst-bb-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vew-bb-002">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Inbox" image="tray" catalog="system" id="Tbi-bb-002"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-002" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="800" y="-400"/>
        </scene>
        <!--Second-->
        <scene sceneID="Tsc-bb-003">
            <objects>
                <tableViewController id="Snd-bb-001" customClass="SettingsViewController" customModule="Mail" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Tbl-bb-003">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection id="Sec-bb-003">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="Lbc-bb-003" style="IBUITableViewCellStyleDefault" id="Cel-bb-003">
                                        <rect key="frame" x="20" y="18" width="353" height="43.666667938232422"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-bb-003" id="Ccv-bb-003">
                                            <rect key="frame" x="0.0" y="0.0" width="322.66666666666669" height="43.666667938232422"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Accounts" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbc-bb-003">
                                                    <rect key="frame" x="20" y="0.0" width="294.66666666666669" height="43.666667938232422"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="Ref-bb-001" kind="show" identifier="showAccounts" id="Sgu-bb-001"/>
                                        </connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <tabBarItem key="tabBarItem" title="Settings" id="Tbi-bb-003"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-003" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="800" y="400"/>
        </scene>
        <!--Accounts reference-->
        <scene sceneID="Tsc-bb-004">
            <objects>
                <viewControllerPlaceholder storyboardName="Accounts" referencedIdentifier="AccountList" id="Ref-bb-001" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-004" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="1400" y="400"/>
        </scene>
        <!--Split View Controller-->
        <scene sceneID="Tsc-bb-005">
            <objects>
                <splitViewController storyboardIdentifier="Split" id="Spl-bb-001" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Mnu-bb-001" kind="relationship" relationship="masterViewController" id="Rel-bb-003"/>
                        <segue destination="Pge-bb-001" kind="relationship" relationship="detailViewController" id="Rel-bb-004"/>
                    </connections>
                </splitViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-005" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="1400"/>
        </scene>
        <!--Menu-->
        <scene sceneID="Tsc-bb-006">
            <objects>
                <viewController storyboardIdentifier="Menu" id="Mnu-bb-001" customClass="MenuViewController" customModule="Mail" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vew-bb-006">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <connections>
                        <segue destination="Pge-bb-001" kind="custom" identifier="fade" customClass="FadeSegue" customModule="Mail" customModuleProvider="target" id="Sgu-bb-002"/>
                        <segue destination="Fst-bb-001" kind="push" identifier="legacyPush" id="Sgu-bb-003"/>
                        <segue destination="Fst-bb-001" kind="modal" identifier="legacyModal" modalTransitionStyle="flipHorizontal" id="Sgu-bb-004"/>
                        <segue destination="Fst-bb-001" kind="popoverPresentation" identifier="popover" popoverAnchorView="Vew-bb-006" id="Sgu-bb-005">
                            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                        </segue>
                        <segue destination="Pge-bb-001" kind="showDetail" identifier="detail" id="Sgu-bb-006"/>
                        <segue destination="Fst-bb-001" kind="presentation" identifier="sheet" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" animates="NO" id="Sgu-bb-007"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-006" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="800" y="1400"/>
        </scene>
        <!--Page View Controller-->
        <scene sceneID="Tsc-bb-007">
            <objects>
                <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="Pge-bb-001" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-007" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="1600" y="1400"/>
        </scene>
    </scenes>
</document>
"""#
}
